import { useEffect } from "react";
import { RouterProvider } from "react-router";
import { Providers } from "./providers.tsx";
import { preloadLinksOnIntent } from "./route-preload.ts";
import { router } from "./router.tsx";

export function App() {
  useEffect(preloadLinksOnIntent, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
