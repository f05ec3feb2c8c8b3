export declare const FORM_ROUTES: string[];
export declare const BUDGET_KIB: { content: number; form: number };
export declare function pageWeights(
  publicDir: string,
): { route: string; kind: "content" | "form"; scripts: number; files: string[]; gzipBytes: number }[];
