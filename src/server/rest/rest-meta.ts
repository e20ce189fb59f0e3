/**
 * The /api side of a procedure, declared once in its `.meta({ rest })` (issue 19): the path and
 * method it answers, what of the request becomes its input and what of its result the answer is.
 * The adapter (adapter.ts) serves these, the OpenAPI document (openapi.ts) and docs/api.md describe
 * them; the input and output schemas are the procedure's own, so they cannot drift apart.
 *
 * The common case is one line: `rest: { method: "get", path: "/api/stats", summary: "…" }`.
 * A procedure that no /api path serves says so: `rest: false`, with a comment saying why.
 */

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

/** Who may call a procedure: set by the role procedures of trpc.ts, which enforce it. */
export type Access = "public" | "user" | "buyer" | "supplier" | "admin";

/** What an operation reads of its request: the path parameters, the query string and the JSON body. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  /** Whatever the client sent: the procedure's input schema is what checks it. */
  body: unknown;
}

/** The body of an error answer (shared/view-schemas.ts apiErrorSchema). */
export interface ApiErrorExample {
  error: string;
  issues?: { path: string; message: string }[];
}

/**
 * An example of the operation for the reference: a request as a client sends it and the answer it
 * gets. The procedure's own schemas check it when the operations are bound (operations.ts: the
 * server does not start with an example its input or output refuses), and the OpenAPI test checks
 * it against the document and, for a few, against the live server.
 */
export interface RestExample {
  /** The path parameters (`{ id: 12 }`). */
  params?: Readonly<Record<string, string | number>>;
  /** The query string, as values (`{ q: "ordinateur portable", limit: 20 }`). */
  query?: Readonly<Record<string, string | number | boolean>>;
  /** The JSON body. */
  body?: unknown;
  /** The success answer: its JSON, or the text of a CSV file; left out only for a binary file (a PDF). */
  answer?: unknown;
  /** The answers of failures only this operation knows (its `errors`), with their French message. */
  errors?: Readonly<Partial<Record<400 | 401 | 403 | 404 | 409, ApiErrorExample>>>;
}

export interface RestOperation {
  method: HttpMethod;
  /** Route path with `:name` parameters, e.g. /api/needs/:id (OpenAPI: /api/needs/{id}). */
  path: string;
  summary: string;
  /** Longer prose for the reference (Markdown). */
  description?: string;
  /** The success status; 200 when not said. */
  status?: number;
  /**
   * Where the input comes from, besides the path parameters (which are always merged in):
   * when not said, the query string for a GET without path parameters, the body for another
   * method without path parameters, nothing else when the path has parameters. A function for
   * the odd path (a token taken from the body or the query); the reference then documents the
   * procedure's input as the body (the query string for a GET).
   */
  input?: "query" | "body" | "none" | ((req: RestRequest) => unknown);
  /** The input field that the path's `:id` fills, when it is not `id` (`needId`, `matchId`, …). */
  idAs?: string;
  /** Input fields that the path itself fixes (GET /api/needs/{id}/attachments: `itemKind: "need"`). */
  fixed?: Readonly<Record<string, string>>;
  /** The values a path parameter may take; any other answers 404 (GET /api/admin/export/{kind}). */
  oneOf?: Readonly<Record<string, readonly string[]>>;
  /**
   * This procedure answers the path only when the query string has this parameter (`category`:
   * GET /api/needs?category=…) or this value (`format=json`); another procedure declares the same
   * method and path without it.
   */
  ifQuery?: string;
  /** What of the result the answer is: one field of a page, a publication flattened into the
   * published item with its `matchesCreated`, or a file to download (`pdf`: the result's
   * `{ filename, base64 }`; `csv`: its `{ fileName, csv }`). The whole result, as JSON, when not said. */
  answer?: "items" | "users" | "entries" | "published" | "pdf" | "csv";
  /** Sends the result's `total` in X-Total-Count (and `nextCursor`, when set, in X-Next-Cursor). */
  totalHeader?: boolean;
  /** Sends `Cache-Control: no-store` even to a caller without a session cookie. */
  noStore?: boolean;
  /** Answers 401 when nobody is signed in, although the procedure answers anonymous callers (the
   * web app asks GET /api/auth/me to learn whether it is signed in). */
  signedInOnly?: boolean;
  /**
   * Failures this operation can answer beyond those every operation documents (400, 429, 500;
   * 401 and 403 when it needs a session; 403 for a request from another origin; 404 when its path
   * names something; 413 when it takes a body), each with what it means here.
   */
  errors?: Readonly<Partial<Record<401 | 403 | 404 | 409 | 503, string>>>;
  /** A request and its answer, for the reference (every operation has one: the OpenAPI test says so). */
  example?: RestExample;
}
