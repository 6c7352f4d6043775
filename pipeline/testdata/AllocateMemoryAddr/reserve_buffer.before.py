# Reserve buffers are resolved before the tiles (ResolveReserveBufferBases,
# reserve_buffer_utils.h:92-149): an automatic base follows the aligned end
# of the earlier buffers (100 bytes end at 128; the third, after the
# explicit 2048 + 64, at 2112), an explicit one is kept, and the Vec tiles
# of this AIV function start at the aligned end of the reserved region
# (2144). Checked against the real PyPTO
# (init_mem_ref, allocate_memory_addr, no backend).
# passes: InitMemRef,AllocateMemoryAddr
# strict
import pypto.language as pl


@pl.program
class Reserve:
    @pl.function(type=pl.FunctionType.AIV)
    def main(
        self,
        x: pl.Tensor[[8, 32], pl.FP16],
        out: pl.Out[pl.Tensor[[8, 32], pl.FP16]],
    ) -> pl.Tensor[[8, 32], pl.FP16]:
        _a = pl.reserve_buffer(name="ring_a", size=100)
        _b = pl.reserve_buffer(name="ring_b", size=64, base=2048)
        _c = pl.reserve_buffer(name="ring_c", size=32)
        t: pl.Tile[[8, 32], pl.FP16] = pl.load(x, [0, 0], [8, 32])
        u: pl.Tile[[8, 32], pl.FP16] = pl.exp(t)
        o: pl.Tensor[[8, 32], pl.FP16] = pl.store(u, [0, 0], out)
        return o
