/** Font files imported by URL (Gatsby's webpack and the admin's esbuild both emit them as files). */
declare module "*.woff2" {
  const url: string;
  export default url;
}
