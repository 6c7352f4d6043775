module github.com/irfuzz/irfuzz

go 1.26
