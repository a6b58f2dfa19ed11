// The bare limit for a request: node:http alone answering 200 with no body, as the API's
// HEAD /api/ping does, with nothing else (no framework, no hooks, no headers of its own).
// Run as a child process by the benchmarks; prints its port, then serves every request.
import http from 'node:http';

const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8', 'content-length': '0' });
  response.end();
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
