# irfuzz corpus v1
# signature: café
