package cluster

import (
	"fmt"
	"net"
	"os"
	"strconv"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
)

// embedded is a NATS server with JetStream running in this process.
type embedded struct {
	srv    *server.Server
	listen bool
	temp   string // the store directory when it is ours to remove
	token  string // what in-process clients send ("": no authentication)
}

// startServer starts an embedded NATS server with JetStream. listen is
// host:port for clients ("": no listener, in-process connections only;
// port 0: a free port); storeDir the JetStream store ("": a temporary
// directory removed at stop); auth the token and TLS it requires of
// clients (see Auth.serverOptions: a listener other machines can reach
// needs a token). Errors name the flag at fault.
func startServer(listen, storeDir string, auth Auth) (*embedded, error) {
	opts := &server.Options{ServerName: "irfuzz", JetStream: true, NoSigs: true, NoLog: true,
		MaxPayload: maxPayload}
	if listen == "" {
		opts.DontListen = true
	} else {
		host, port, err := net.SplitHostPort(listen)
		if err != nil {
			return nil, fmt.Errorf("-listen %s: %v", listen, err)
		}
		p, err := strconv.Atoi(port)
		if err != nil || p < 0 || p > 65535 {
			return nil, fmt.Errorf("-listen %s: bad port %q", listen, port)
		}
		opts.Host, opts.Port = host, p
		if p == 0 {
			opts.Port = server.RANDOM_PORT
		}
	}
	token, err := auth.serverOptions(opts, listen)
	if err != nil {
		return nil, err
	}
	if listen != "" {
		// The server logs nothing (NoLog): find out here whether the
		// address can be had, to say why not.
		ln, err := net.Listen("tcp", listen)
		if err != nil {
			return nil, fmt.Errorf("-listen %s: %v", listen, err)
		}
		ln.Close()
	}
	e := &embedded{listen: listen != "", token: token}
	if storeDir == "" {
		dir, err := os.MkdirTemp("", "irfuzz-nats-")
		if err != nil {
			return nil, fmt.Errorf("-store: %v", err)
		}
		storeDir, e.temp = dir, dir
	} else if err := os.MkdirAll(storeDir, 0o755); err != nil {
		return nil, fmt.Errorf("-store: %v", err)
	}
	opts.StoreDir = storeDir
	srv, err := server.NewServer(opts)
	if err != nil {
		e.stop()
		return nil, fmt.Errorf("embedded NATS server: %v", err)
	}
	e.srv = srv
	srv.Start()
	if !srv.ReadyForConnections(10 * time.Second) {
		e.stop()
		return nil, fmt.Errorf("embedded NATS server (-listen %q, -store %q): not ready after 10s", listen, storeDir)
	}
	return e, nil
}

// maxPayload is the largest message the embedded server takes: a result
// with a kernel and a child's stack dump fits.
const maxPayload = 8 << 20

// URL is where clients connect, "" without a listener.
func (e *embedded) URL() string {
	if !e.listen {
		return ""
	}
	return e.srv.ClientURL()
}

// connect opens a client connection to the server, in-process (with the
// server's token; in-process connections need no TLS).
func (e *embedded) connect(name string) (*nats.Conn, error) {
	opts := []nats.Option{nats.InProcessServer(e.srv), nats.Name(name)}
	if e.token != "" {
		opts = append(opts, nats.Token(e.token))
	}
	return nats.Connect("", opts...)
}

// stop shuts the server down and removes a temporary store.
func (e *embedded) stop() {
	if e.srv != nil {
		e.srv.Shutdown()
		e.srv.WaitForShutdown()
	}
	if e.temp != "" {
		os.RemoveAll(e.temp)
	}
}

// dial connects to a NATS server with auth's token or credentials and
// TLS (Auth.clientOptions), and the extra options; the error names the
// flag at fault and wraps the client's, for permanent.
func dial(url, name string, auth Auth, extra ...nats.Option) (*nats.Conn, error) {
	aopts, err := auth.clientOptions()
	if err != nil {
		return nil, err
	}
	opts := append([]nats.Option{nats.Name(name), nats.Timeout(5 * time.Second)}, aopts...)
	nc, err := nats.Connect(url, append(opts, extra...)...)
	if err != nil {
		return nil, auth.connectError(url, err)
	}
	return nc, nil
}
