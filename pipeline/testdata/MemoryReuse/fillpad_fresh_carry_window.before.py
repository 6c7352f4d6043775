# Campaign kernel 377b7997169a (README campaign, random seed): InitMemRef
# gives fp_1 = fillpad(c) a buffer of its own (mem_vec_3: c is the carry of
# sl, a strided 16x16 window of the 16x32 fp, irfuzz finding RF-B2). That
# fillpad writes new bytes, so fp_1 is not a copy of c's value: the carry c
# holds sl's value at entry but fp_1's after the yield, and sl is stored
# after the loop. The carry therefore gets its own buffer seeded by a
# tile.move of sl before the loop (c_init), and fp_1 is not folded back onto
# sl's window of mem_vec_2 (it used to be: a contiguous 16x16 written over
# rows 0..7 of the 16x32 parent, clobbering the sl that is stored). Not
# strict: the printer does not show the return var's MemRef (fp_1's, 1024
# bytes, not the iter arg's 1984); memory_reuse_fillpad_carry_test.go pins
# the MemRefs and simulates the kernel.
# passes: InitMemRef,MemoryReuse
# backend: 950
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.AIV)
    def main(self, x: pl.Tensor[[16, 32], pl.FP32], out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        t: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec] = pl.tile.load(x, [0, 0], [16, 32], [16, 32], target_memory=pl.Mem.Vec)
        fp: pl.Tile[[16, 32], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(t)
        sl: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.slice(fp, [16, 16], [0, 0])
        for (n, c) in pl.while_(init_values=(0, sl)):
            pl.cond(n < 1)
            fp_1: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec, pl.TileView(pad=pl.PadValue.zero)] = pl.tile.fillpad(c)
            n_1: pl.Scalar[pl.INDEX] = 1
            n_2, c_1 = pl.yield_(n_1, fp_1)
        o: pl.Tensor[[16, 16], pl.FP32] = pl.tile.store(sl, [0, 0], out)
        return o
