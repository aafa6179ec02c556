/**
 * The server's URL on database `name`. TEST_MYSQL_URL may carry options, such as the socket of a MariaDB on this
 * host (`mysql://root@localhost/?socketPath=/run/mysqld/mysqld.sock`): the name goes in the path, before them.
 */
export function onDatabase(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
