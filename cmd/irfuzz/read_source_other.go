//go:build !unix

package main

import "os"

// readSource reads the file at path; buf is not used on this platform.
func readSource(path string, buf []byte) ([]byte, error) {
	return os.ReadFile(path)
}
