# PyPTO test_init_memref.py::TestYieldMemRef::test_for_loop_carry_memref_relationships
# (twice, one carry per loop: the printed form cannot annotate the return
# vars of a multi-value yield): an iter arg shares its initial value's
# MemRef, and so does the return var (init_memref.cpp:694-711; the yield
# value keeps its own, reconciled later by MemoryReuse). Checked against
# the real PyPTO's init_mem_ref. Each return var spends an id (PyPTO visits it
# before patching): the second loop's yield value is mem_vec_6, not 5, and
# the tile after both loops mem_vec_8.
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        input_tensor: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        init_tile: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec)
        other_tile: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_tensor, [0, 0], [64, 64], target_memory=pl.Mem.Vec)
        for _i, (acc,) in pl.range(0, 4, init_values=(init_tile,)):
            acc_next: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(acc, other_tile)
            acc_out = pl.yield_(acc_next)
        for _j, (acc2,) in pl.range(0, 4, init_values=(acc_out,)):
            acc2_next: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.mul(acc2, other_tile)
            acc2_out = pl.yield_(acc2_next)
        after: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.exp(acc2_out)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(after, [0, 0], output)
        return result
