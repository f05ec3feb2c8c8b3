// GET /api/callback: where GitHub sends the person back; hands the token to /admin/ (see functions/_lib/oauth.ts).
import { handleCallback, type PagesFunction } from "../_lib/oauth";

export const onRequest: PagesFunction = ({ request, env }) => handleCallback(request, env);
