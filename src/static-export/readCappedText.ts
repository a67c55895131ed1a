/**
 * Reads a body as UTF-8 text, holding at most `maxBytes` of it: `undefined` as soon as it passes
 * them (a declared `Content-Length` over the cap is not read at all), and the rest is cancelled,
 * so an endless or huge answer costs no more memory than the cap.
 */
export async function readCappedText(response: Response, maxBytes: number): Promise<string | undefined> {
  const declared = response.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared.trim()) && Number(declared) > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return text + decoder.decode();
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    text += decoder.decode(value, { stream: true });
  }
}
