import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  StartError,
  embeddedDatabaseUrl,
  exitCodeOfServer,
  DEFAULT_SERVER_HEAP_MB,
  productEnvironment,
  serverEnvironment,
  serverNodeFlags,
  servingLines,
  startOptions,
} from "./supervisor.mjs";

const secrets = { authSecret: "a".repeat(43), postgresPassword: "p/w+d", ratesApiKey: "k".repeat(32) };

describe("what npm start is asked to do", () => {
  it("starts the embedded PostgreSQL on .data and serves one process on port 3000 when nothing is set", () => {
    expect(startOptions([], {}, 8)).toEqual({
      dev: false,
      external: false,
      dataDir: path.resolve(".data"),
      postgresPort: 54320,
      port: 3000,
      serverProcesses: 1,
      serverHeapMb: DEFAULT_SERVER_HEAP_MB,
    });
  });

  it("reads DATA_DIR, the ports and WEB_CONCURRENCY; an empty variable counts as unset", () => {
    const options = startOptions(
      [],
      { DATA_DIR: ".data/e2e", EMBEDDED_PG_PORT: "55423", PORT: " 3323 ", WEB_CONCURRENCY: "auto" },
      4,
    );
    expect(options).toMatchObject({ dataDir: path.resolve(".data/e2e"), postgresPort: 55423, port: 3323 });
    expect(options.serverProcesses).toBe(4);
    expect(startOptions([], { PORT: "", EMBEDDED_PG_PORT: "", WEB_CONCURRENCY: "" }, 4)).toMatchObject({
      port: 3000,
      postgresPort: 54320,
      serverProcesses: 1,
    });
  });

  it("uses DATABASE_URL's server instead of the embedded one, whose port then does not matter", () => {
    const options = startOptions([], { DATABASE_URL: "postgres://db.internal/staysia", EMBEDDED_PG_PORT: "x" }, 2);
    expect(options.external).toBe(true);
    expect(options.postgresPort).toBeUndefined();
  });

  it("runs one development server for --dev, whatever WEB_CONCURRENCY says", () => {
    expect(startOptions(["--dev"], { WEB_CONCURRENCY: "8" }, 8)).toMatchObject({ dev: true, serverProcesses: 1 });
    expect(startOptions(["--dev"], { WEB_CONCURRENCY: "many" }, 8).serverProcesses).toBe(1);
  });

  it("bounds the server's heap unless told otherwise: SERVER_HEAP_MB, 0 for Node.js's own, NODE_OPTIONS's limit wins", () => {
    expect(serverNodeFlags(startOptions([], {}, 2))).toEqual([`--max-old-space-size=${DEFAULT_SERVER_HEAP_MB}`]);
    expect(serverNodeFlags(startOptions([], { SERVER_HEAP_MB: " 768 " }, 2))).toEqual(["--max-old-space-size=768"]);
    expect(serverNodeFlags(startOptions([], { SERVER_HEAP_MB: "0" }, 2))).toEqual([]);
    expect(serverNodeFlags(startOptions([], { SERVER_HEAP_MB: "" }, 2))).toHaveLength(1);
    expect(
      serverNodeFlags(startOptions([], { NODE_OPTIONS: "--enable-source-maps --max-old-space-size=2048" }, 2)),
    ).toEqual([]);
    // Development keeps Node.js's own: the dev server compiles in the same process and needs far more.
    expect(serverNodeFlags(startOptions(["--dev"], { SERVER_HEAP_MB: "256" }, 2))).toEqual([]);
    for (const SERVER_HEAP_MB of ["64", "1.5", "lots", "-512"])
      expect(() => startOptions([], { SERVER_HEAP_MB }, 2)).toThrow(
        new StartError(
          `SERVER_HEAP_MB must be a number of MB of at least 128 (or 0 for Node.js's own limit), not "${SERVER_HEAP_MB}".`,
        ),
      );
  });

  it("refuses a bad port, WEB_CONCURRENCY or argument with a sentence, before anything starts", () => {
    for (const PORT of ["0", "65536", "http", "30.5", "-1"])
      expect(() => startOptions([], { PORT }, 2)).toThrow(
        new StartError(`PORT must be a port number from 1 to 65535, not "${PORT}".`),
      );
    expect(() => startOptions([], { EMBEDDED_PG_PORT: "5432x" }, 2)).toThrow(/^EMBEDDED_PG_PORT must be a port/);
    expect(() => startOptions([], { WEB_CONCURRENCY: "two" }, 2)).toThrow(StartError);
    expect(() => startOptions([], { WEB_CONCURRENCY: "two" }, 2)).toThrow(/WEB_CONCURRENCY must be "auto"/);
    expect(() => startOptions(["--port", "4000"], {}, 2)).toThrow(
      'npm start takes no arguments (npm run dev passes --dev), not "--port 4000".',
    );
  });
});

describe("the environment of the database step, the build and the server", () => {
  const embeddedUrl = embeddedDatabaseUrl(secrets.postgresPassword, 55423);

  it("names the embedded database on loopback, the password URL-encoded", () => {
    expect(embeddedUrl).toBe("postgres://postgres:p%2Fw%2Bd@127.0.0.1:55423/staysia");
  });

  it("provides the embedded database with the demo, the data folder's secrets and its uploads", () => {
    const given = { APP_URL: "http://localhost:3323", PATH: "/usr/bin" };
    const product = productEnvironment(given, { dataDir: "/srv/data", secrets, embeddedUrl });
    expect(product).toEqual({
      APP_URL: "http://localhost:3323",
      PATH: "/usr/bin",
      DATABASE_URL: embeddedUrl,
      DEMO_DATA: "true",
      AUTH_SECRET: secrets.authSecret,
      CONVERSION_RATES_API_KEY: secrets.ratesApiKey,
      STORAGE_DIR: path.join("/srv/data", "uploads"),
      NEXT_TELEMETRY_DISABLED: "1",
    });
    expect(given).toEqual({ APP_URL: "http://localhost:3323", PATH: "/usr/bin" });
  });

  it("keeps what the caller set, and takes an empty variable as unset", () => {
    const product = productEnvironment(
      { DEMO_DATA: "false", AUTH_SECRET: "s".repeat(40), CONVERSION_RATES_API_KEY: "", STORAGE_DIR: "/files" },
      { dataDir: "/srv/data", secrets, embeddedUrl },
    );
    expect(product).toMatchObject({
      DEMO_DATA: "false",
      AUTH_SECRET: "s".repeat(40),
      CONVERSION_RATES_API_KEY: secrets.ratesApiKey,
      STORAGE_DIR: "/files",
    });
    expect(productEnvironment({ DEMO_DATA: "" }, { dataDir: "/d", secrets, embeddedUrl }).DEMO_DATA).toBe("true");
  });

  it("leaves an external database and its demo setting alone", () => {
    const product = productEnvironment({ DATABASE_URL: "postgres://db.internal/staysia" }, { dataDir: "/d", secrets });
    expect(product.DATABASE_URL).toBe("postgres://db.internal/staysia");
    expect(product.DEMO_DATA).toBeUndefined();
  });

  it("serves on the port, in production or, for npm run dev, in development", () => {
    expect(serverEnvironment({ NODE_ENV: "test", A: "1" }, { port: 3323, dev: false })).toEqual({
      NODE_ENV: "production",
      A: "1",
      PORT: "3323",
    });
    expect(serverEnvironment({}, { port: 3000, dev: true })).toMatchObject({ NODE_ENV: "development" });
  });
});

describe("what npm start says and how it ends", () => {
  it("says where it serves, and that mail stays in the outbox without SMTP_URL", () => {
    expect(servingLines({}, 3000)).toEqual([
      "serving http://localhost:3000 (port 3000)",
      "no SMTP_URL: emails are kept in the outbox, not sent (staff read them under More → Others → Outbox)",
    ]);
    expect(servingLines({ APP_URL: "https://www.staysia.example", SMTP_URL: "smtp://mail:25" }, 8080)).toEqual([
      "serving https://www.staysia.example (port 8080)",
    ]);
  });

  it("exits with the server's code, and 1 when a signal ended the server", () => {
    expect(exitCodeOfServer(0, null)).toBe(0);
    expect(exitCodeOfServer(3, null)).toBe(3);
    expect(exitCodeOfServer(null, "SIGKILL")).toBe(1);
  });
});
