# An accumulator created by tile.create (no execution-time write: its bytes
# are unspecified, the reference leaves it undefined) is read after
# matmul_acc updated it in place. Whatever the later read sees is a valid
# value of an undefined tile, so the update keeps sharing its buffer: no
# copy, no refusal (the generator's `c = create; acc = matmul_acc(c, ...);
# store(c)` pattern).
# passes: InitMemRef,MemoryReuse
# strict
import pypto.language as pl


@pl.program
class InplaceUndef:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, a: pl.Tensor[[16, 16], pl.FP16], b: pl.Tensor[[16, 16], pl.FP16], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]], out2: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        l: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        r: pl.Tile[[16, 16], pl.FP16, pl.Mem.Mat] = pl.tile.load(b, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        ll: pl.Tile[[16, 16], pl.FP16, pl.Mem.Left] = pl.tile.move(l, target_memory=pl.Mem.Left)
        rr: pl.Tile[[16, 16], pl.FP16, pl.Mem.Right] = pl.tile.move(r, target_memory=pl.Mem.Right)
        c: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.create([16, 16], dtype=pl.FP32, target_memory=pl.Mem.Acc)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul_acc(c, ll, rr, True)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(acc, [0, 0], out)
        o2: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(c, [0, 0], out2)
        return o
