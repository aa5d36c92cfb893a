// Runs shell commands at the same time and waits for all of them, so independent build steps share the
// machine's cores (the jsii compile leaves one of two mostly idle). Usage:
//   node scripts/together.mjs "<command>" "<command>"...
// Output is passed through as it comes. The first command to fail stops the others and its exit status is
// this script's; an interrupt or termination stops them all.
import { spawn } from 'node:child_process';

const commands = process.argv.slice(2);
if (commands.length < 2) {
  console.error('usage: node scripts/together.mjs "<command>" "<command>"...');
  process.exit(2);
}

// Each command leads its own process group, so stopping it stops what it started (npx, projen, jsii...).
const running = new Set();
const stopAll = (signal) => {
  for (const child of running) {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopAll(signal);
    process.exit(128 + (signal === 'SIGINT' ? 2 : 15));
  });
}

let failure = 0; // the exit status of the first command that failed
await Promise.all(
  commands.map(
    (command) =>
      new Promise((resolve) => {
        const child = spawn(command, { shell: true, stdio: 'inherit', detached: true });
        running.add(child);
        const fail = (why, status) => {
          if (failure) return;
          failure = status;
          console.error(`together: ${command}: ${why}`);
          stopAll('SIGTERM');
        };
        child.on('error', (error) => {
          running.delete(child);
          fail(error.message, 1);
          resolve();
        });
        child.on('exit', (code, signal) => {
          running.delete(child);
          if (code !== 0) fail(code === null ? `stopped by ${signal}` : `exited with ${code}`, code || 1);
          resolve();
        });
      }),
  ),
);
process.exit(failure);
