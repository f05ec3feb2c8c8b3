export declare const HOST_ENV: Record<string, string>;
export declare function hostCommand(
  dir: string,
  port: number | string,
  bindings?: readonly string[],
): { command: string; args: string[]; env: NodeJS.ProcessEnv };
export declare function startHost(
  dir: string,
  port: number | string,
  bindings?: readonly string[],
): Promise<{ url: string; stop: () => void }>;
