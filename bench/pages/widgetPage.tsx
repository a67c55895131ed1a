import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { AssistantWidget } from "../../src/index";
import "../../src/styles.css";

/**
 * The React widget from the library entry, against the bench server on the same origin: what a React
 * docs site ships, with its default options (`?threadStorage=none` turns storage off).
 */
const params = new URLSearchParams(location.search);

createRoot(document.getElementById("widget")!).render(
  <StrictMode>
    <AssistantWidget
      domain="bench"
      apiKey="svc_dsc_bench_public"
      baseUrl={location.origin}
      threadStorage={(params.get("threadStorage") as "session" | "none" | null) ?? "session"}
    />
  </StrictMode>,
);
