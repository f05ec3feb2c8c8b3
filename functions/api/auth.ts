// GET /api/auth: where Decap CMS's "Login with GitHub" popup starts (see functions/_lib/oauth.ts).
import { handleAuth, type OAuthEnv, type PagesFunction } from "../_lib/oauth";

export const onRequest: PagesFunction<OAuthEnv> = ({ request, env }) => handleAuth(request, env);
