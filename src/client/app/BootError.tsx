/**
 * What shows when the site cannot start (no configuration): in both languages, since the language is not
 * known yet, with a way to try again. Plain markup: no theme or messages are loaded at this point.
 */
export function BootError({ detail }: { detail: string }) {
  return (
    <main style={{ maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }}>
      <div role="alert">
        <h1 lang="en">The results site could not start</h1>
        <p lang="en">Its configuration could not be loaded. Check your connection and try again.</p>
        <h2 lang="no">Resultatsiden kunne ikke starte</h2>
        <p lang="no">Oppsettet kunne ikke lastes. Sjekk tilkoblingen og prøv igjen.</p>
      </div>
      <button type="button" onClick={() => window.location.reload()}>
        Try again / Prøv igjen
      </button>
      <details>
        <summary>Details / Detaljer</summary>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{detail}</pre>
      </details>
    </main>
  );
}
