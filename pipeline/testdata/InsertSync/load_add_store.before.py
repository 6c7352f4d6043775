# Hand-checked (PyPTO docs/en/dev/passes/14-insert_sync.md, cross-pipeline
# example): both loads (MTE2) feed the add (V): one MTE2 -> V pair, set after
# the last load and waited just before the add; the add feeds the store
# (V -> MTE3 from the Vec tile). tile_c reuses tile_a's buffer (address 0),
# which the same MTE2 -> V pair also orders (WAW).
# passes: InitMemRef,MemoryReuse,AllocateMemoryAddr,InsertSync
# strict
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def main(
        self,
        input_a: pl.Tensor[[64, 64], pl.FP32],
        input_b: pl.Tensor[[64, 64], pl.FP32],
        output: pl.Out[pl.Tensor[[64, 64], pl.FP32]],
    ) -> pl.Tensor[[64, 64], pl.FP32]:
        tile_a: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_a, [0, 0], [64, 64])
        tile_b: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.load(input_b, [0, 0], [64, 64])
        tile_c: pl.Tile[[64, 64], pl.FP32, pl.MemorySpace.Vec] = pl.add(tile_a, tile_b)
        result: pl.Tensor[[64, 64], pl.FP32] = pl.store(tile_c, [0, 0], output)
        return result
