import { useEffect } from "react";
import { RouterProvider, type DataRouter } from "react-router";
import { Providers } from "./providers.tsx";
import { preloadLinksOnIntent } from "./route-preload.ts";

export function App({ router }: { router: DataRouter }) {
  useEffect(preloadLinksOnIntent, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
