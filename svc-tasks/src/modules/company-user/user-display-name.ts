/**
 * SQL of a user's name as the platform shows users (first and last name, else the email), for a
 * `company_users` row aliased `alias` in the caller's query: the users module's column names in one
 * place for the repositories that show who wrote a version (script and step versions).
 */
export function userDisplayNameSql(alias: string): string {
  return `COALESCE(NULLIF(btrim(concat_ws(' ', NULLIF(btrim(${alias}.first_name), ''), NULLIF(btrim(${alias}.last_name), ''))), ''), ${alias}.email)`;
}
