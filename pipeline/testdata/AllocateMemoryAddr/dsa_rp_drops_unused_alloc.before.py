# Under DSA_RP, with no MemoryReuse, AllocateMemoryAddr drops the
# tile.alloc of the buffer MaterializeSemanticAliases emptied: the loop's
# product is retyped onto the carry's buffer, so its own allocation is
# referenced by no MemRef (allocate_memory_addr_pass.cpp:618-627).
# passes: InitMemRef,MaterializeSemanticAliases,AllocateMemoryAddr
# backend: 950
# planner: dsa_rp
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        x: pl.Tensor[[16, 128], pl.FP16],
        y: pl.Out[pl.Tensor[[16, 128], pl.FP16]],
    ) -> pl.Tensor[[16, 128], pl.FP16]:
        a: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 128])
        for k, (c,) in pl.range(4, init_values=(a,)):
            d: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.tile.mul(c, a)
            r: pl.Tile[[16, 128], pl.FP16, pl.Mem.Vec] = pl.yield_(d)
        y = pl.tile.store(r, [0, 0], y)
        return y
