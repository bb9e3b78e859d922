const FORM_HEADERS = { 'content-type': 'application/x-www-form-urlencoded', 'x-requested-with': 'apm-console' };

/** A form-encoded call as the console makes it, with a session cookie; answers the envelope. */
export async function apiCall<J = unknown>(
  serverUrl: string,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  form: Record<string, string> = {},
): Promise<{ code: number; message: string; jsonObject?: J; data?: unknown }> {
  const params = new URLSearchParams(form);
  const url = `${serverUrl}/apm-web${path}${method === 'GET' && [...params].length ? `?${params}` : ''}`;
  const r = await fetch(url, {
    method,
    headers: { ...FORM_HEADERS, cookie: `Authorization=${cookie}` },
    body: method === 'POST' ? params : undefined,
  });
  return (await r.json()) as { code: number; message: string; jsonObject?: J };
}

/** Like apiCall, but throws unless the answer is code 0. */
export async function apiOk<J = unknown>(
  serverUrl: string,
  method: 'GET' | 'POST',
  path: string,
  cookie: string,
  form: Record<string, string> = {},
): Promise<J> {
  const r = await apiCall<J>(serverUrl, method, path, cookie, form);
  if (r.code !== 0) throw new Error(`${path}: ${JSON.stringify(r)}`);
  return r.jsonObject as J;
}
