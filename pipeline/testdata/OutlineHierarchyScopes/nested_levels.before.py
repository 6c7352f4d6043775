# A HOST orchestrator scope nested in a GLOBAL one, then a CHIP scope with
# no role: each becomes an Opaque function carrying the scope's level and
# role, named after the enclosing (outlined) function and the level; the
# inner one is outlined first. A store into a parameter is not returned:
# the callee writes through the parameter, whose direction stays In (only
# InCore and cluster scopes export their store targets).
import pypto.language as pl


@pl.program
class Before:
    @pl.function
    def main(
        self,
        x: pl.Tensor[[64], pl.FP32],
        out: pl.Out[pl.Tensor[[64], pl.FP32]],
    ) -> pl.Tensor[[64], pl.FP32]:
        with pl.at(level=pl.Level.GLOBAL, role=pl.Role.Orchestrator):
            y: pl.Tensor[[64], pl.FP32] = pl.add(x, x)
            with pl.at(level=pl.Level.HOST, role=pl.Role.Orchestrator):
                z: pl.Tensor[[64], pl.FP32] = pl.mul(y, y)
        with pl.at(level=pl.Level.CHIP):
            t: pl.Tile[[64], pl.FP32] = pl.load(z, [0], [64])
            o: pl.Tensor[[64], pl.FP32] = pl.store(t, [0], out)
        return z
