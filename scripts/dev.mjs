#!/usr/bin/env node
// `npm run dev`: the API with reload on :3000 and the Vite dev server on :5173 (proxying /api).
// Emailed links point at the dev server so they open the page being worked on.
import { spawn } from "node:child_process";

const env = { ...process.env, BASE_URL: process.env.BASE_URL ?? "http://localhost:5173" };
const children = [
  spawn("node", ["--import", "tsx", "--watch", "src/server/main.ts"], { stdio: "inherit", env }),
  spawn("npx", ["vite"], { stdio: "inherit", env }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
