# irfuzz corpus v1
# signature: pypto | SSAVerify | ExpandMixedKernel | Variable 'mv__ssa_v0' used outside its defining scope
# status: open
# oracle: pypto
# property: SSAVerify
# pass: ExpandMixedKernel
# backend: Ascend950
# outcome: property-violation
# exception: pypto.Error (VerificationError)
# message: Variable 'mv__ssa_v0' used outside its defining scope
# headline: Post-verification failed after pass 'ExpandMixedKernel':
# pinned: src/ir/transforms/utils/core_affinity.cpp:183-189 (tile.assemble inherits its output memory, so its affinity comes from the first tile argument: an Acc target makes it CUBE, whatever the source); only a tile.move crossing the cube/vector divide becomes a boundary (:44-47), and nothing before (InferTileMemorySpace does not constrain assemble's source to the target's space) turns the Vec source into one, so kernel_aic assembles from mv__ssa_v0, which only kernel_aiv defines; diagnosed by src/ir/verifier/verify_ssa_pass.cpp
# kind: bug
# silent: loud
# upstream: unknown; tile.assemble documents no memory-space rule (python/pypto/language/op/tile_ops.py:471-483, src/ir/op/tile_ops/transform.cpp:659-672), and a Vec -> Acc write has no data path, so the right answer is probably a user-facing rejection of the mixed-space assemble
# note: not a use of expand-mixed-branch-local-boundary-remap.py's remap: no boundary exists for mv at all
# also: tile.extract crossing cores fails the same way, since only tile.move makes a boundary and an extract goes to the side of its target_memory (utils/core_affinity.cpp:170-180): Default_56 (extract(vec, target_memory=Left), made by AutoTileMatmulL0) and Default_195 (extract(acc, target_memory=Vec)) of irfuzz gen -n 500 -seed 1; so does an assemble into a Vec target of a cube-side source (Default_442)

import pypto.language as pl

@pl.program
class AssembleVecIntoAcc:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(out: pl.Out[pl.Tensor[[16, 16], pl.FP32]]) -> pl.Tensor[[16, 16], pl.FP32]:
        a: pl.Tile[[16, 16], pl.FP16] = pl.tile.create([16, 16], dtype=pl.FP16)
        acc: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.matmul(a, a)
        mv: pl.Tile[[16, 16], pl.FP32, pl.Mem.Vec] = pl.tile.move(acc, target_memory=pl.Mem.Vec)
        as_: pl.Tile[[16, 16], pl.FP32, pl.Mem.Acc] = pl.tile.assemble(acc, mv, [0, 0])
        return out
