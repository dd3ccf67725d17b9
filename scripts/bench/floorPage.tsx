/**
 * The floor page of `npm run bench` (issue 26): the least a page of this stack can do — React 19 rendering a
 * 20-row results table from one fetch — built with the client's webpack config (production, the same
 * shell template) and served by a Fastify server like the product's (scripts/bench/floorServer.mjs). Every
 * Lighthouse figure of the product is read beside this page's, measured in the same run. Not part of the site.
 */
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';

/** One row of the floor's one answer (floorServer.mjs serves 20 of them at /api/floor-rows). */
interface FloorRow {
  id: number;
  time: string;
  home: string;
  away: string;
  score: string;
}

function FloorTable() {
  const [rows, setRows] = useState<FloorRow[] | null>(null);
  useEffect(() => {
    let current = true;
    void fetch('/api/floor-rows')
      .then((response) => response.json() as Promise<FloorRow[]>)
      .then((answer) => {
        if (current) setRows(answer);
      });
    return () => {
      current = false;
    };
  }, []);
  // Like the scoreboard, the heading waits for the data: the floor pays the same one round trip.
  if (rows === null) return null;
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 960, margin: '0 auto', padding: 16 }}>
      <h1 style={{ fontSize: 32 }}>Matches in EHL on Saturday 21 November</h1>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <caption>Results</caption>
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Home</th>
            <th scope="col">Away</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.time}</td>
              <td>{row.home}</td>
              <td>{row.away}</td>
              <td>{row.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}

const container = document.getElementById('root');
if (container) createRoot(container).render(<FloorTable />);
