// GET /api/auth: where Decap CMS's "Login with GitHub" popup starts (see functions/_lib/oauth.ts).
import { handleAuth, type PagesFunction } from "../_lib/oauth";

export const onRequest: PagesFunction = ({ request, env }) => handleAuth(request, env);
