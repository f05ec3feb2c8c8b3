export declare const FORM_ROUTES: string[];
export declare function isFormRoute(route: string, publicDir?: string): boolean;
export declare const BUDGET_KIB: { content: number; form: number };
export declare function pageWeights(
  publicDir: string,
): { route: string; lang?: string; kind: "content" | "form"; scripts: number; files: string[]; gzipBytes: number }[];
