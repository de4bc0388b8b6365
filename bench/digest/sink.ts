import { SMTPServer } from 'smtp-server';

// A local SMTP relay in its own process (as a real relay would be): takes every message, parses nothing,
// and prints its port for the bench to connect to.
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, cb) {
    stream.on('data', () => {});
    stream.on('end', () => cb());
  },
});
server.listen(0, '127.0.0.1', () => {
  const address = server.server.address();
  console.log(typeof address === 'object' && address ? address.port : 0);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
