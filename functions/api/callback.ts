// GET /api/callback: where GitHub sends the person back; hands the token to /admin/ (see functions/_lib/oauth.ts).
import { handleCallback, type OAuthEnv, type PagesFunction } from "../_lib/oauth";

export const onRequest: PagesFunction<OAuthEnv> = ({ request, env }) => handleCallback(request, env);
