/**
 * The clipboard (issue 29: the Embed dialog's Copy button), browser only: false where the Clipboard API is
 * missing (an insecure origin, an old browser) or refuses (no permission), so the dialog says to copy by hand.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || navigator.clipboard === undefined) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
