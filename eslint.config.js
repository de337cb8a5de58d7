import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const noServerOrClient = [
  {
    group: ["#server/*", "#client/*", "**/server/**", "**/client/**"],
    message: "shared/ is isomorphic: it imports nothing from server/ or client/.",
  },
];

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "dist-server/**",
      "node_modules/**",
      ".tmp/**",
      "drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "no-console": ["error", { allow: ["error", "warn"] }],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...noServerOrClient,
            {
              group: [
                "react",
                "react-*",
                "node:*",
                "drizzle-orm",
                "drizzle-orm/*",
                "fastify",
                "better-auth",
                "better-auth/*",
              ],
              message: "shared/ is pure TypeScript + zod.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "#server/*",
                "**/server/**",
                "drizzle-orm",
                "drizzle-orm/*",
                "fastify",
                "pg",
                "@electric-sql/*",
                "node:*",
              ],
              message: "The client talks to the server only through shared/ contracts and HTTP.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#client/*", "**/client/**", "react", "react-dom", "react-*"],
              message: "The server never imports the client.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.{js,mjs,ts}", "tests/**/*.ts", "*.config.{js,ts}"],
    rules: { "no-console": "off" },
  },
);
