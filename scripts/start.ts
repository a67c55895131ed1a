import { startDemo } from "../demo/startDemo";

/** `npm start`: the mock service and the demo docs site, until Ctrl-C. */
const port = Number(process.env.PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 8787);

try {
  const demo = await startDemo({ port, mock: { port: mockPort, log: (line) => console.log(`[mock] ${line}`) } });
  console.log(`\nDemo docs site:   ${demo.url}   (the widget on every page, through the script tag)`);
  console.log(`React entry:      ${demo.url}react/`);
  console.log(`Service API v2:   ${demo.url}?api=v2   (or "Service API" in the demo bar; the mock serves v1 and v2)`);
  console.log(`Mock service:     ${demo.mockUrl}   (assistant key svc_dsc_demo_public, admin key svc_demo_admin_secret)`);
  console.log("\nPress Ctrl-C to stop.");
  const stop = () => void demo.close().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(`Could not start the demo: ${message}`);
  if (/EADDRINUSE/.test(message)) console.error("A port is taken: set PORT (demo, default 5173) or MOCK_PORT (mock, default 8787).");
  process.exit(1);
}
