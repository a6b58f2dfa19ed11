// The bare limit for event streams: node:http alone holding server-sent-event streams by
// user, as the API does, with nothing else (no framework, no auth, no database). Run as a
// child process by the events benchmark; prints its port, then serves GET /?user=<id>.
import http from 'node:http';

const byUser = new Map();
const server = http.createServer((request, response) => {
  const user = new URL(request.url, 'http://localhost').searchParams.get('user') ?? '';
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store' });
  response.write('retry: 3000\n\nevent: ready\ndata: {"heartbeatSeconds":25}\n\n');
  let streams = byUser.get(user);
  if (!streams) byUser.set(user, (streams = new Set()));
  streams.add(response);
  response.on('close', () => streams.delete(response));
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
