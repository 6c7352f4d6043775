# break / continue whose innermost loop is sequential, a pipeline loop or a
# while loop; a scope between the loop and the statement does not matter.
# want: nothing
import pypto.language as pl


@pl.program
class Loops:
    @pl.function(type=pl.FunctionType.InCore)
    def kernel(self, flag: pl.Scalar[pl.INDEX]):
        for q in pl.range(16):
            if q == 3:
                continue
            if q > 10:
                break
        while flag < 4:
            break
        for p in pl.pipeline(0, 4, 1, stage=2):
            continue
        for u in pl.parallel(2):
            for v in pl.range(2):
                with pl.at(level=pl.Level.CORE_GROUP):
                    break
