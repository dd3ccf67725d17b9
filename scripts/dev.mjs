// `npm run dev` (DESIGN §1): the server with reload (tsx watch) on PORT and the webpack dev server with hot
// reload on PORT+1, which proxies the server's paths to PORT. Ctrl-C stops both; if one exits, so does the other.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const port = Number(process.env.PORT ?? 8080);
const bin = (name) => join('node_modules', '.bin', name);

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: String(port) } }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], { stdio: 'inherit', env: { ...process.env, PORT: String(port) } }),
];

console.log(`match-centre dev:\n  app with hot reload  http://127.0.0.1:${port + 1}/\n  server (API, config) http://127.0.0.1:${port}/`);

let stopping = false;
function stop(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
  // Bounded: whatever has not exited after 5 s is killed.
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    process.exit(code);
  }, 5000).unref();
  Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null))).then(() =>
    process.exit(code),
  );
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) child.on('exit', (code) => stop('SIGTERM', code ?? 1));
