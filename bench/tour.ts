/**
 * The tour (issue 24, "Check"): every route of the web app (src/shared/client-routes.ts, which
 * app.tsx follows) × visitor, buyer, supplier, admin (the demo accounts) × 1280 and 390 px wide,
 * against Maillon as `npm start` serves it with the demo data of a temporary DATA_DIR. For each:
 * a full-page screenshot and one of the first screen (`…-screen.png`) into a temporary folder
 * (printed; never in the repository), the axe
 * violations (@axe-core/playwright, WCAG 2.x A/AA), and whether the page scrolls sideways (wider
 * than the window: what a phone user trips over first).
 * Route parameters are real: a category, and the first notification, quote and need the role can
 * see (the visitor gets the buyer's, and sees what a signed-out visitor sees there).
 * Run: `npx tsx bench/tour.ts [--roles visitor,buyer] [--widths 390] [--only matches] [--out DIR]`.
 * Exits 1 when any page has an axe violation or scrolls sideways.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type APIRequestContext, type BrowserContext } from "@playwright/test";
import * as OTPAuth from "otpauth";
import { CLIENT_ROUTES } from "../src/shared/client-routes";
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, DEMO_PASSWORD } from "../src/shared/constants";
import { startMaillon, stop } from "./lighthouse";

const ROLES = ["visitor", "buyer", "supplier", "admin"] as const;
type Role = (typeof ROLES)[number];
/** Narrower than this, a width is a phone's (tall window, touch). */
const PHONE_WIDTH_MAX = 600;

interface TourRow {
  role: Role;
  width: number;
  route: string;
  status: number | null;
  violations: { id: string; impact: string | null | undefined; nodes: number }[];
  /** Pixels the page is wider than the window (0: no sideways scrolling). */
  overflowPx: number;
  screenshot: string;
}

const { values } = parseArgs({
  options: {
    roles: { type: "string", default: ROLES.join(",") },
    widths: { type: "string", default: "1280,390" },
    only: { type: "string" },
    out: { type: "string" },
  },
});

async function signIn(request: APIRequestContext, role: Exclude<Role, "visitor">, origin: string): Promise<void> {
  const account = DEMO_ACCOUNTS.find((item) => item.role === role);
  if (!account) throw new Error(`compte de démonstration inconnu : ${role}`);
  const headers = { origin };
  const login = await request.post("/api/auth/login", { data: { email: account.email, password: DEMO_PASSWORD }, headers });
  if (!login.ok()) throw new Error(`connexion ${role} : ${login.status()}`);
  if ((await login.json()).totpRequired) {
    const code = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(DEMO_ADMIN_TOTP_SECRET) }).generate();
    const second = await request.post("/api/auth/login/totp", { data: { code }, headers });
    if (!second.ok()) throw new Error(`second facteur ${role} : ${second.status()}`);
  }
}

/** The id of the first item of a list answer (an array, or an object holding one), if any. */
async function firstId(request: APIRequestContext, url: string): Promise<number | undefined> {
  const res = await request.get(url);
  if (!res.ok()) return undefined;
  const body: unknown = await res.json();
  const list = Array.isArray(body) ? body : Object.values(body as object).find(Array.isArray);
  return (list as { id?: number }[] | undefined)?.[0]?.id;
}

async function routeParams(request: APIRequestContext): Promise<Record<string, string>> {
  const [notification, quote, need] = await Promise.all([firstId(request, "/api/notifications"), firstId(request, "/api/quotes"), firstId(request, "/api/needs")]);
  return { categoryId: "technology", notificationId: String(notification ?? 1), quoteId: String(quote ?? 1), needId: String(need ?? 1) };
}

function concreteRoute(route: string, params: Record<string, string>): string {
  return route
    .replace(":categoryId", params.categoryId!)
    .replace("/notification/:id", `/notification/${params.notificationId}`)
    .replace("/quotes/:id", `/quotes/${params.quoteId}`)
    .replace("/needs/:id", `/needs/${params.needId}`);
}

async function visit(context: BrowserContext, role: Role, width: number, route: string, outDir: string): Promise<TourRow> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: width < PHONE_WIDTH_MAX ? 844 : 800 });
  const response = await page.goto(route);
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  // Skeletons and lazy chunks: the page settles, then it is judged.
  await page.locator("main h1, h1").first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
  const name = `${width}-${role}-${route.replace(/^\//, "").replace(/[/?=&]/g, "_") || "home"}.png`;
  const screenshot = path.join(outDir, name);
  await page.screenshot({ path: screenshot, fullPage: true });
  // The first screen alone: what a newcomer sees before scrolling, and readable at full size.
  await page.screenshot({ path: screenshot.replace(/\.png$/, "-screen.png") });
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]).analyze();
  const overflowPx = await page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - document.documentElement.clientWidth));
  await page.close();
  return {
    role,
    width,
    route,
    status: response?.status() ?? null,
    violations: axe.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.length })),
    overflowPx,
    screenshot,
  };
}

const outDir = values.out ?? fs.mkdtempSync(path.join(os.tmpdir(), "maillon-tour-"));
fs.mkdirSync(outDir, { recursive: true });
const roles = (values.roles ?? "").split(",").filter((role): role is Role => (ROLES as readonly string[]).includes(role));
const widths = (values.widths ?? "").split(",").map(Number).filter((width) => width > 0);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "maillon-tour-data-"));
const server = await startMaillon(dataDir);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
const rows: TourRow[] = [];
try {
  let buyerParams: Record<string, string> | undefined;
  for (const role of [...roles].sort((a, b) => Number(a === "visitor") - Number(b === "visitor"))) {
    const options = { baseURL: server.url, locale: "fr-FR", timezoneId: "Europe/Paris" };
    const context = await browser.newContext(options);
    if (role !== "visitor") await signIn(context.request, role, server.url);
    const params = role === "visitor" ? (buyerParams ?? { categoryId: "technology", notificationId: "1", quoteId: "1", needId: "1" }) : await routeParams(context.request);
    if (role === "buyer") buyerParams = params;
    for (const width of widths) {
      // A phone width is visited as a phone: touch and a coarse pointer, so the pointer-coarse
      // styles (touch-size targets) show in its screenshots; a narrow desktop window had neither.
      // Same session (storageState): the admin's second factor is not asked twice in one 30 s step.
      const phone = width < PHONE_WIDTH_MAX;
      const widthContext = phone ? await browser.newContext({ ...options, isMobile: true, hasTouch: true, storageState: await context.storageState() }) : context;
      for (const pattern of CLIENT_ROUTES) {
        const route = concreteRoute(pattern, params);
        if (values.only && !route.includes(values.only)) continue;
        const row = await visit(widthContext, role, width, route, outDir);
        rows.push(row);
        const found = row.violations.map((v) => `${v.id} (${v.impact}, ${v.nodes})`).join(", ");
        console.log(`${String(width).padStart(4)} ${role.padEnd(8)} ${route.padEnd(22)} ${row.status} axe ${row.violations.length}${found ? `: ${found}` : ""}${row.overflowPx ? `; déborde de ${row.overflowPx} px` : ""}`);
      }
      if (phone) await widthContext.close();
    }
    await context.close();
  }
} finally {
  await browser.close();
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const failing = rows.filter((row) => row.violations.length > 0 || row.overflowPx > 0);
console.log(`\n${rows.length} pages, ${rows.reduce((sum, row) => sum + row.violations.length, 0)} violations axe sur ${rows.filter((row) => row.violations.length > 0).length} pages, ${rows.filter((row) => row.overflowPx > 0).length} pages qui débordent.`);
console.log(`Captures : ${outDir}`);
fs.writeFileSync(path.join(outDir, "tour.json"), `${JSON.stringify(rows, null, 2)}\n`);
process.exitCode = failing.length > 0 ? 1 : 0;
