import pg from "pg";

export function adminPool(): pg.Pool {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  return new pg.Pool({ connectionString: url, max: 2 });
}

/** One template per test run, so parallel runs on one server do not collide. */
export const templateName = () => `pc_template_${process.pid}`;

export function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return url.toString();
}
