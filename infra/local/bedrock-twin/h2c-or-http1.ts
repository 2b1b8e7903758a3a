// One port answering HTTP/2 and HTTP/1.1 in clear text. The Bedrock Runtime SDK talks HTTP/2 (its default request
// handler, NodeHttp2Handler, speaks HTTP/2 with prior knowledge to an http:// endpoint), as it does to the cloud;
// curl, fetch and the tests' control calls talk HTTP/1.1. Node's plain-text HTTP/2 server has no HTTP/1.1 fallback,
// so each connection's first bytes choose: the HTTP/2 preface ("PRI * HTTP/2.0") goes to the HTTP/2 server,
// anything else to the HTTP/1.1 one.
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { Duplex } from 'node:stream';

type Handler = (req: http.IncomingMessage | http2.Http2ServerRequest, res: http.ServerResponse | http2.Http2ServerResponse) => void;

/**
 * The socket with its first chunk put back in front. The HTTP/2 server reads a net.Socket's handle directly (an
 * unshifted chunk would be lost); handed a plain Duplex it reads through the stream instead.
 */
function replaying(socket: net.Socket, first: Buffer): Duplex {
  const duplex = new Duplex({
    read() { socket.resume(); },
    write(chunk: Buffer, _enc, cb) { socket.write(chunk, cb); },
    final(cb) { socket.end(cb); },
    destroy(err, cb) { socket.destroy(err ?? undefined); cb(err); },
  });
  duplex.push(first);
  socket.on('data', (c: Buffer) => { if (!duplex.push(c)) socket.pause(); });
  socket.on('end', () => duplex.push(null));
  socket.on('close', () => duplex.destroy());
  socket.on('error', (e) => duplex.destroy(e));
  return duplex;
}

export async function listenForHttp1AndHttp2(port: number, host: string, handler: Handler): Promise<{ stop(): Promise<void> }> {
  const h1 = http.createServer(handler);
  const h2 = http2.createServer(handler);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      if (chunk.subarray(0, 3).toString('latin1') === 'PRI') {
        h2.emit('connection', replaying(socket, chunk));
      } else {
        socket.unshift(chunk);
        h1.emit('connection', socket);
        socket.resume();
      }
    });
  });
  await new Promise<void>((resolve, reject) => { server.once('error', reject); server.listen(port, host, resolve); });
  return {
    stop: () => new Promise((resolve) => {
      for (const s of sockets) s.destroy();
      h1.closeAllConnections();
      server.close(() => resolve());
    }),
  };
}
