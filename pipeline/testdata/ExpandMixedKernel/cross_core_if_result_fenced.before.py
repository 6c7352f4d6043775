# RF-A1 through an if's result: the vector core stores the accumulator z it
# popped into io (InferTileMemorySpace's move of z into Vec for a vector
# consumer also feeds the store: infer_tile_memory_space_pass.cpp:612-623,
# :816-819), an if yields that version of io in both branches, and the cube
# core stores a second accumulator into the if's result over the same
# window. The if's result versions io (both branches yield io_1), so the
# vector store is fenced as in cross_core_store_store_fenced: a token push
# of the stored tile, popped on AIC before its store, then a flag from the
# pop's pipe (MTE2) to FIX. Found by the 910B campaign of 2026-12-08
# (ec9a9c72bf9d, 5a51cf39fe5b, 3b72a008ad20): the fence traced a GM tensor
# through stores and loop carries but not through an if's result, so the
# two stores raced as in the released PyPTO (its .pto has the same
# unordered pair; fault cross-core-store-unfenced).
# backend: 910B
import pypto.language as pl


@pl.program
class Before:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(
        self,
        n: pl.Scalar[pl.INDEX],
        a: pl.Tensor[[16, 16], pl.BF16],
        y: pl.Tensor[[16, 64], pl.BF16],
        io: pl.InOut[pl.Tensor[[16, 64], pl.FP32]],
    ) -> pl.Tensor[[16, 64], pl.FP32]:
        a_mat: pl.Tile[[16, 16], pl.BF16, pl.Mem.Mat] = pl.tile.load(a, [0, 0], [16, 16], [16, 16], target_memory=pl.Mem.Mat)
        y_mat: pl.Tile[[16, 64], pl.BF16, pl.Mem.Mat] = pl.tile.load(y, [0, 0], [16, 64], [16, 64], target_memory=pl.Mem.Mat)
        a_left: pl.Tile[[16, 16], pl.BF16, pl.Mem.Left] = pl.tile.move(a_mat, target_memory=pl.Mem.Left)
        y_right: pl.Tile[[16, 64], pl.BF16, pl.Mem.Right] = pl.tile.move(y_mat, target_memory=pl.Mem.Right)
        z: pl.Tile[[16, 64], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, y_right)
        z_vec: pl.Tile[[16, 64], pl.FP32, pl.Mem.Vec] = pl.tile.move(z, target_memory=pl.Mem.Vec, blayout=pl.TileLayout.row_major, slayout=pl.TileLayout.none_box)
        io_1: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(z_vec, [0, 0], io)
        if n > 0:
            io_2 = pl.yield_(io_1)
        else:
            io_2 = pl.yield_(io_1)
        a_right: pl.Tile[[16, 16], pl.BF16, pl.Mem.Right] = pl.tile.move(a_mat, target_memory=pl.Mem.Right)
        w: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a_left, a_right)
        io_3: pl.Tensor[[16, 64], pl.FP32] = pl.tile.store(w, [0, 0], io_2)
        return io_3
