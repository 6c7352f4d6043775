# Only operands without a local definition bypass the operand check: an
# assigned value, an inline expression, a loop carry, a loop result and an
# if result are all checked (PyPTO
# test_lowered_boundary_checks_locally_defined_operands, in_region=False).
# want: ERROR AivSplitLoweredValid 0 @23:20 "'tile.aiv_shard' operand is in Vec"
# want: ERROR AivSplitLoweredValid 0 @24:20 "'tile.aiv_shard' operand is in Vec"
# want: ERROR AivSplitLoweredValid 0 @27:23 "'tile.aiv_shard' operand is in Vec"
# want: ERROR AivSplitLoweredValid 0 @30:20 "'tile.aiv_shard' operand is in Vec"
# want: ERROR AivSplitLoweredValid 0 @35:17 "'tile.aiv_shard' operand is in Vec"
import pypto.language as pl


@pl.program
class K:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        source: pl.Tile[[32, 128], pl.FP32, pl.Mem.Vec],
        flag: pl.Scalar[pl.INDEX],
    ):
        pl.func_attr({"split_aiv": True})
        local = pl.tile.add(source, source)
        h_assign = pl.tile.aiv_shard(local, split=1)
        h_inline = pl.tile.aiv_shard(pl.tile.add(source, source), split=1)
        for (carry, n) in pl.while_(init_values=(source, 0)):
            pl.cond(n < 2)
            h_carry = pl.tile.aiv_shard(carry, split=1)
            n1: pl.Scalar[pl.INDEX] = n + 1
            res, rn = pl.yield_(carry, n1)
        h_result = pl.tile.aiv_shard(res, split=1)
        if flag < 1:
            phi = pl.yield_(source)
        else:
            phi = pl.yield_(source)
        h_phi = pl.tile.aiv_shard(phi, split=1)
        return
