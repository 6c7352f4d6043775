# With pipeline_overlap_stores=False stores rank as compute: loads rise,
# each store stays after its compute. The if branch inside the pipeline
# loop is reordered too (its load rises); the sequential loop below is
# left as written.
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore, strict_ssa=True)
    def kernel(self, x: pl.Tensor[[64, 32], pl.FP32], out: pl.Out[pl.Tensor[[64, 32], pl.FP32]]) -> pl.Tensor[[64, 32], pl.FP32]:
        for i in pl.pipeline(0, 2, 1, stage=2, attrs={"pipeline_overlap_stores": False}):
            a: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], target_memory=pl.Mem.Vec)
            s: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(a)
            o: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(s, [0, 0], out)
            b: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 32], target_memory=pl.Mem.Vec)
            t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.exp(b)
            o2: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(t, [16, 0], out)
            if i == 0:
                c: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.add(s, t)
                o3: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(c, [32, 0], out)
                d: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [48, 0], [16, 32], target_memory=pl.Mem.Vec)
                o4: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(d, [48, 0], out)
        for j in pl.range(2):
            e: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], target_memory=pl.Mem.Vec)
            o5: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(e, [0, 0], out)
            f: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [16, 0], [16, 32], target_memory=pl.Mem.Vec)
            o6: pl.Tensor[[64, 32], pl.FP32] = pl.tile.store(f, [16, 0], out)
        return out
