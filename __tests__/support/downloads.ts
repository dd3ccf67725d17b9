import { act } from '@testing-library/react';

/** The text of a downloaded file (a CSV's Blob, as the page handed it to URL.createObjectURL), as written. */
export function downloadedText(blob: Blob | undefined): Promise<string> {
  if (blob === undefined) throw new Error('nothing was downloaded');
  return act(
    () =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blob);
      }),
  );
}
