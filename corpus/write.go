package corpus

import (
	"os"
	"path/filepath"
)

// WriteFile writes an entry to path atomically: the text goes to a
// temporary file in the same directory (a dot file, which Load ignores),
// is synced, and is renamed over path, so a reader sees the old file or
// the new one, never a part. e.Path is set to path on success.
func WriteFile(path string, e *Entry) error {
	data, err := Format(e)
	if err != nil {
		return err
	}
	if err := writeAtomic(path, data); err != nil {
		return err
	}
	e.Path = path
	return nil
}

// writeAtomic replaces path with data through a temporary file and a
// rename.
func writeAtomic(path string, data []byte) (err error) {
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
	if err = f.Close(); err != nil {
		return err
	}
	if err = os.Chmod(tmp, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
