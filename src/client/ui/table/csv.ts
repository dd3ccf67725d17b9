/** CSV text (RFC 4180) of a table: a header line, then one line per row; a missing value is empty. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const field = (value: unknown): string => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [headers, ...rows].map((line) => line.map(field).join(',')).join('\r\n') + '\r\n';
}
