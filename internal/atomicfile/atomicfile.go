// Package atomicfile replaces a file's contents so that a reader never
// sees a partial file: the data goes to a temporary file in the same
// directory, is synced, and is renamed over the target. It is the one
// write path for corpus files, campaign results and the command line's
// outputs. Nothing else lives here.
package atomicfile

import (
	"os"
	"path/filepath"
)

// Write replaces path with data. A file that exists keeps its permission
// bits; a new one is 0644.
func Write(path string, data []byte) (err error) {
	mode := os.FileMode(0o644)
	if info, err := os.Stat(path); err == nil {
		mode = info.Mode().Perm()
	}
	dir, name := filepath.Split(path)
	if dir == "" {
		dir = "."
	}
	f, err := os.CreateTemp(dir, "."+name+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			os.Remove(tmp)
		}
	}()
	if _, err = f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err = f.Sync(); err != nil {
		f.Close()
		return err
	}
	if err = f.Chmod(mode); err != nil {
		f.Close()
		return err
	}
	if err = f.Close(); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
