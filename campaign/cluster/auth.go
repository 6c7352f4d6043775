package cluster

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"net"
	"os"
	"strings"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"
	"github.com/nats-io/nkeys"
)

// Auth is how a campaign's NATS connections are authenticated and
// secured, with NATS's own mechanisms. Every field names a file, so that
// no secret is ever a flag value (visible in ps) or in a log; each maps
// to the flag of the same name, which the errors name.
//
// The embedded server (coordinator without Options.URL) uses TokenFile,
// CertFile and KeyFile: it requires the token of every client and a TLS
// handshake on its listener. A client of a server (a worker; a
// coordinator with an external server) uses TokenFile, CredsFile and
// CAFile.
type Auth struct {
	// TokenFile (-token-file) holds the token, the file's content trimmed
	// of surrounding white space.
	TokenFile string
	// CredsFile (-creds) is a NATS user credentials file (a user JWT and
	// its nkey seed), for an external server run in operator mode.
	CredsFile string
	// CertFile and KeyFile (-tls-cert, -tls-key) are the embedded
	// server's certificate and private key, PEM; both or neither.
	CertFile, KeyFile string
	// CAFile (-tls-ca) holds the PEM certificates of the authorities the
	// server's certificate is verified against; set, the client uses TLS
	// whatever the URL's scheme.
	CAFile string
}

// readToken reads a token file: its content trimmed of surrounding white
// space (an editor's final newline is no part of the secret). An empty
// token is an error: a server would take it as no authentication at all.
func readToken(file string) (string, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return "", fmt.Errorf("-token-file %s: %v", file, pathErr(err))
	}
	tok := strings.TrimSpace(string(data))
	if tok == "" {
		return "", fmt.Errorf("-token-file %s: the file is empty: it must hold the token", file)
	}
	return tok, nil
}

// serverOptions applies the embedded server's side of a to opts and
// returns the token its own in-process clients must send ("": none). It
// refuses a listener on an address other machines can reach without a
// token: anyone who reaches it could read the campaign and feed it
// results.
func (a Auth) serverOptions(opts *server.Options, listen string) (token string, err error) {
	switch {
	case a.CredsFile != "":
		return "", errors.New("-creds: only for an external NATS server (-nats); the embedded one takes -token-file")
	case a.CAFile != "":
		return "", errors.New("-tls-ca: only to verify an external NATS server (-nats); the embedded one presents -tls-cert")
	}
	if a.TokenFile != "" {
		if token, err = readToken(a.TokenFile); err != nil {
			return "", err
		}
		opts.Authorization = token
	}
	if listen != "" && token == "" && !loopback(listen) {
		return "", fmt.Errorf("-listen %s: not a loopback address, and other machines may reach it: "+
			"give -token-file (and -tls-cert/-tls-key) to require authentication, or listen on 127.0.0.1", listen)
	}
	cfg, err := a.serverTLS()
	if err != nil {
		return "", err
	}
	if cfg != nil {
		// In-process connections are exempt from TLS (the server says so
		// in their INFO); every client on the listener must handshake.
		opts.TLS, opts.TLSConfig = true, cfg
	}
	return token, nil
}

// serverTLS is the embedded server's TLS configuration, nil without a
// certificate.
func (a Auth) serverTLS() (*tls.Config, error) {
	if (a.CertFile == "") != (a.KeyFile == "") {
		return nil, errors.New("-tls-cert and -tls-key: give both (the server's certificate and its private key) or neither")
	}
	if a.CertFile == "" {
		return nil, nil
	}
	for _, f := range [][2]string{{"-tls-cert", a.CertFile}, {"-tls-key", a.KeyFile}} {
		if _, err := os.Stat(f[1]); err != nil {
			return nil, fmt.Errorf("%s %s: %v", f[0], f[1], pathErr(err))
		}
	}
	cert, err := tls.LoadX509KeyPair(a.CertFile, a.KeyFile)
	if err != nil {
		return nil, fmt.Errorf("-tls-cert %s, -tls-key %s: %v", a.CertFile, a.KeyFile, err)
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil
}

// loopback reports whether a listen address (host:port) takes
// connections from this machine only: localhost, 127.0.0.0/8 or ::1. An
// empty host (all interfaces) and any other name are not.
func loopback(listen string) bool {
	host, _, err := net.SplitHostPort(listen)
	if err != nil {
		return false
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// clientOptions are the nats.Connect options of a's client side. The files
// are read here, not when connecting, so that a bad one is reported as
// such, naming its flag, instead of as a failed connection.
func (a Auth) clientOptions() (opts []nats.Option, err error) {
	defer func() {
		if err != nil {
			err = badFlag{err}
		}
	}()
	switch {
	case a.CertFile != "" || a.KeyFile != "":
		return nil, errors.New("-tls-cert, -tls-key: only for the embedded server, not with -nats")
	case a.TokenFile != "" && a.CredsFile != "":
		return nil, errors.New("-token-file, -creds: give one or the other, not both")
	}
	if a.TokenFile != "" {
		tok, err := readToken(a.TokenFile)
		if err != nil {
			return nil, err
		}
		opts = append(opts, nats.Token(tok))
	}
	if a.CredsFile != "" {
		if err := checkCreds(a.CredsFile); err != nil {
			return nil, err
		}
		opts = append(opts, nats.UserCredentials(a.CredsFile))
	}
	if a.CAFile != "" {
		pem, err := os.ReadFile(a.CAFile)
		if err != nil {
			return nil, fmt.Errorf("-tls-ca %s: %v", a.CAFile, pathErr(err))
		}
		pool := x509.NewCertPool()
		if !pool.AppendCertsFromPEM(pem) {
			return nil, fmt.Errorf("-tls-ca %s: no PEM certificate in the file", a.CAFile)
		}
		opts = append(opts, nats.Secure(&tls.Config{RootCAs: pool, MinVersion: tls.VersionTLS12}))
	}
	return opts, nil
}

// checkCreds reads a credentials file as nats.UserCredentials will: it
// must hold a user JWT and a user nkey seed.
func checkCreds(file string) error {
	data, err := os.ReadFile(file)
	if err != nil {
		return fmt.Errorf("-creds %s: %v", file, pathErr(err))
	}
	if _, err := nkeys.ParseDecoratedJWT(data); err != nil {
		return fmt.Errorf("-creds %s: not a NATS credentials file: %v", file, err)
	}
	if _, err := nkeys.ParseDecoratedUserNKey(data); err != nil {
		return fmt.Errorf("-creds %s: not a NATS credentials file (no user seed): %v", file, err)
	}
	return nil
}

// badFlag is an error in a flag's value (a file that cannot be read or
// is not what it should be): trying again will not help.
type badFlag struct{ err error }

func (e badFlag) Error() string { return e.err.Error() }
func (e badFlag) Unwrap() error { return e.err }

// connectError explains a failed connection to url, naming the flag at
// fault; it wraps err, so that permanent still recognizes it.
func (a Auth) connectError(url string, err error) error {
	if errors.Is(err, nats.ErrAuthorization) {
		// nats.go passes the server's "-ERR 'Authorization Violation'"
		// on as is (an error that Is the sentinel): say it in one way.
		err = nats.ErrAuthorization
	}
	switch {
	case isAuthError(err) && a.TokenFile != "":
		return fmt.Errorf("-token-file %s: the server %s refused the token from %s: %w", a.TokenFile, url, a.TokenFile, err)
	case isAuthError(err) && a.CredsFile != "":
		return fmt.Errorf("-creds %s: the server %s refused the credentials: %w", a.CredsFile, url, err)
	case isAuthError(err):
		return fmt.Errorf("-nats %s: cannot connect: %w (the server requires authentication: give -token-file or -creds)", url, err)
	case isCertError(err) && a.CAFile != "":
		return fmt.Errorf("-tls-ca %s: the server %s's certificate is not valid: %w", a.CAFile, url, err)
	case isCertError(err):
		return fmt.Errorf("-nats %s: cannot connect: %w (give the certificate of the server's authority with -tls-ca)", url, err)
	case errors.Is(err, nats.ErrSecureConnWanted) && a.CAFile != "":
		return fmt.Errorf("-tls-ca %s: the server %s has no TLS: %w", a.CAFile, url, err)
	}
	return fmt.Errorf("-nats %s: cannot connect: %w", url, err)
}

// isAuthError reports whether the server refused the client's
// credentials (or their absence).
func isAuthError(err error) bool {
	return errors.Is(err, nats.ErrAuthorization) || errors.Is(err, nats.ErrAuthExpired) ||
		errors.Is(err, nats.ErrAuthRevoked) || errors.Is(err, nats.ErrAccountAuthExpired) ||
		// A -ERR the client does not map, e.g. from a newer server.
		strings.Contains(strings.ToLower(errText(err)), "authorization violation")
}

// isCertError reports whether the TLS handshake failed on the server's
// certificate.
func isCertError(err error) bool {
	var (
		verify   *tls.CertificateVerificationError
		unknown  x509.UnknownAuthorityError
		invalid  x509.CertificateInvalidError
		hostname x509.HostnameError
	)
	return errors.As(err, &verify) || errors.As(err, &unknown) || errors.As(err, &invalid) || errors.As(err, &hostname)
}

// permanent reports whether a failed connection would fail again the same
// way: a flag's bad file, a refused token or credentials, an untrusted
// certificate, TLS one side wants and the other has not. A worker waiting for its server stops
// at once on these instead of retrying for its whole -wait.
func permanent(err error) bool {
	var bad badFlag
	return err != nil && (errors.As(err, &bad) || isAuthError(err) || isCertError(err) ||
		errors.Is(err, nats.ErrSecureConnWanted) || errors.Is(err, nats.ErrSecureConnRequired))
}

// pathErr is why a file could not be read, without the file's name (the
// message names it with its flag).
func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

func errText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
